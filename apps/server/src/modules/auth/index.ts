// auth's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { authRoutes } from './auth.routes.ts';
export { AuthService } from './auth.service.ts';
export { durationMs, SessionsService } from './sessions.service.ts';
export { DEFAULT_THROTTLE, LoginThrottle, type Throttle, type ThrottleLimits } from './login-throttle.ts';
export { RedisLoginThrottle } from './redis-login-throttle.ts';
export { GuessThrottle, guessLimits, type GuessLimits } from './guess-throttle.ts';
export { RedisGuessThrottle } from './redis-guess-throttle.ts';

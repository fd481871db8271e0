// `--cpu-profile <file>`: a V8 CPU profile of one measured section only (not the seeding around it),
// written as a .cpuprofile for Chrome DevTools (Performance tab) or any .cpuprofile reader. Bench code only.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function profiled<T>(file: string | undefined, section: () => Promise<T>): Promise<T> {
  if (!file) return section();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await section();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    console.log(`CPU profile of the section: ${file}`);
  }
}

// The clock and punch card, the first thing the Home tab paints (its own surface so the charts stay out of
// the first download).
export { ClockCard } from './components/ClockCard';

import { useLocation, type Location } from 'react-router';

/**
 * For tests: render `<Probe />` inside the router and read `location()` to see where the app went
 * (the declarative router has no router object to ask).
 */
export function locationProbe() {
  let current: Location | undefined;
  function Probe() {
    current = useLocation();
    return null;
  }
  const location = (): Location => {
    if (!current) throw new Error('The location probe was not rendered inside a router.');
    return current;
  };
  return { Probe, location };
}

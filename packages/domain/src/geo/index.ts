export {
  US_COUNTRY,
  US_STATES,
} from './usStates';

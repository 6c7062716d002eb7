export {
  isUsStateCode,
  US_COUNTRY,
  US_STATES,
  usStateName,
} from './usStates';

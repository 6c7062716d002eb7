export { isUsStateCode, US_COUNTRY, US_STATES, type UsState, usStateName } from './usStates';

export {
  type CopyButtonTexts,
  copyButtonTexts,
  type MultiSelectTexts,
  multiSelectTexts,
} from './controlTexts';

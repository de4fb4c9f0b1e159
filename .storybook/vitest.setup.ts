import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/nextjs-vite';
import * as projectAnnotations from './preview';

// Stories run as browser tests with the same decorators and the a11y checks.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

import { registerStrings } from '../../lib/i18n';

/**
 * The installable app's words (spec guest-site "Install dialog" and "Update dialog",
 * interactive-admin-data §2 and §8). The seeds' promise of push notifications holds again since
 * announcements reach phones that turned them on (issue 49, client/features/push).
 */
export const catalogs = registerStrings('pwa', {
  en: {
    install: {
      title: 'Install Wedding App',
      description: 'Keep our wedding one tap away on your home screen.',
      benefitsLabel: 'What you get',
      benefits: {
        offline: 'Works offline',
        fast: 'Fast loading',
        push: 'Push notifications for announcements',
        homeScreen: 'Home screen access',
      },
      installApp: 'Install App',
      floatingButton: 'Install App',
      promptHint: "Tap 'Install App', then confirm in your browser.",
      stepsTitle: {
        ios: 'On iPhone or iPad',
        android: 'On Android',
        generic: 'In your browser',
      },
      steps: {
        ios: [
          'Tap the Share button (the square with an arrow pointing up).',
          "Scroll down and tap 'Add to Home Screen'.",
          "Tap 'Add'. The wedding app appears on your home screen.",
        ],
        android: [
          'Open the browser menu (the three dots).',
          "Tap 'Install app' or 'Add to Home screen'.",
          "Confirm with 'Install'.",
        ],
        generic: [
          'Look for the install icon at the end of the address bar, or open the browser menu.',
          "Choose 'Install Wedding App' or 'Add to Home Screen'.",
        ],
      },
      later: 'You can always install later from your browser menu',
      installing: {
        title: 'Installing...',
        description: 'The wedding app is being added to your home screen.',
      },
      installed: {
        title: 'App Installed!',
        description: 'Open it from your home screen any time.',
      },
    },
    plainHttp: {
      title: 'No app on this address',
      missing:
        'This site is open over plain http (not https), so your phone cannot install it as an app, and it will not open without a connection.',
      kept: 'What you post while the Wi-Fi drops stays on this phone and is sent when you are back online.',
      close: 'Close this note',
    },
    update: {
      title: 'App Update Available',
      description: 'A new version of the wedding website is ready.',
      updateNow: 'Update Now',
      later: 'Later',
    },
  },
  es: {
    install: {
      title: 'Instalar la app de la boda',
      description: 'Ten nuestra boda a un toque, en tu pantalla de inicio.',
      benefitsLabel: 'Lo que obtienes',
      benefits: {
        offline: 'Funciona sin conexión',
        fast: 'Carga rápida',
        push: 'Notificaciones de los anuncios',
        homeScreen: 'Acceso desde la pantalla de inicio',
      },
      installApp: 'Instalar app',
      floatingButton: 'Instalar app',
      promptHint: "Toca 'Instalar app' y confirma en tu navegador.",
      stepsTitle: {
        ios: 'En iPhone o iPad',
        android: 'En Android',
        generic: 'En tu navegador',
      },
      steps: {
        ios: [
          'Toca el botón Compartir (el cuadrado con una flecha hacia arriba).',
          "Desliza hacia abajo y toca 'Agregar a inicio'.",
          "Toca 'Agregar'. La app de la boda aparece en tu pantalla de inicio.",
        ],
        android: [
          'Abre el menú del navegador (los tres puntos).',
          "Toca 'Instalar aplicación' o 'Añadir a pantalla de inicio'.",
          "Confirma con 'Instalar'.",
        ],
        generic: [
          'Busca el icono de instalar al final de la barra de direcciones, o abre el menú del navegador.',
          "Elige 'Instalar la app de la boda' o 'Añadir a pantalla de inicio'.",
        ],
      },
      later: 'Siempre puedes instalarla más tarde desde el menú de tu navegador',
      installing: {
        title: 'Instalando...',
        description: 'La app de la boda se está añadiendo a tu pantalla de inicio.',
      },
      installed: {
        title: '¡App instalada!',
        description: 'Ábrela desde tu pantalla de inicio cuando quieras.',
      },
    },
    plainHttp: {
      title: 'Sin app en esta dirección',
      missing:
        'Este sitio está abierto por http simple (no https), así que tu teléfono no puede instalarlo como app y no se abrirá sin conexión.',
      kept: 'Lo que publiques mientras falla el wifi queda en este teléfono y se envía cuando vuelvas a tener conexión.',
      close: 'Cerrar esta nota',
    },
    update: {
      title: 'Actualización disponible',
      description: 'Hay una nueva versión del sitio de la boda lista.',
      updateNow: 'Actualizar ahora',
      later: 'Más tarde',
    },
  },
});

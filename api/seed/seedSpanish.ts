import { TRANSLATABLE, type TranslatableCollection } from '../../shared/translations';

/**
 * The demo's Spanish (docs/decisions.md, "Spanish"), written for the families who read it: each
 * English text of the demo with its Spanish. Texts left out have no Spanish on purpose, so the
 * demo shows the fallback too: the "Volunteer Chaperones Needed" and "Photo Day Reminder"
 * announcements, the open practice and the uniform fitting (their place only), two photos, one
 * video and one instructor ("Needs Spanish" in the dashboard, the English marked lang="en" on
 * /es/ pages). A cancelled class's note has no Spanish field: it stays as typed.
 */
export const ES: Record<string, string> = {
  // Announcements
  'Fall Enrollment Now Open': 'Ya están abiertas las inscripciones de otoño',
  'Enrollment for our fall drumline and color guard programs is open. Spots in each class are limited to keep classes small, so sign up early!':
    'Ya pueden inscribir a sus hijos en los programas de otoño de drumline y color guard. Los grupos son pequeños y los lugares son limitados, ¡así que no esperen para inscribirse!',
  'Winter Showcase Performance': 'Presentación de invierno',
  'Join us for our Winter Showcase, where every ensemble performs the show they have worked on all season. Families and friends welcome.':
    'Acompáñennos en nuestra presentación de invierno: cada grupo presentará el show que preparó durante toda la temporada. Familiares y amigos son bienvenidos.',
  'Cookie Dough Fundraiser': 'Venta de masa para galletas',
  'Our annual cookie dough fundraiser helps pay for new flags and drum heads. Order forms are available at practice.':
    'Con nuestra venta anual de masa para galletas reunimos fondos para banderas y parches de tambor nuevos. Pueden recoger los formularios de pedido en los ensayos.',
  'New Beginner Guard Class': 'Nueva clase de color guard para principiantes',
  'A new beginner color guard class for ages 6 to 8 starts next month. No experience needed: we provide flags.':
    'El próximo mes empieza una nueva clase de color guard para niños de 6 a 8 años. No se necesita experiencia: nosotros ponemos las banderas.',
  'Parade Route Announced': 'Ya tenemos la ruta del desfile',
  'The drumline will march in the Harvest Parade. Call time is one hour before the start; wear full uniform.':
    'El drumline desfilará en el Desfile de la Cosecha. Los alumnos deben llegar una hora antes del inicio, con el uniforme completo.',
  'Instrument Care Night': 'Noche de cuidado de instrumentos',
  'Parents and students: learn how to care for sticks, mallets and drum heads at home.':
    'Padres y alumnos: aprendan a cuidar en casa las baquetas, las mazas y los parches de tambor.',

  // Places
  'Lincoln Elementary Gym': 'Gimnasio de la Escuela Primaria Lincoln',
  'Studio B': 'Estudio B',
  'Main Street': 'Main Street',
  'Band Room': 'Salón de banda',
  Gym: 'Gimnasio',
  Cafeteria: 'Cafetería',
  'Central High School': 'Central High School',

  // Events
  'Beginner Drumline': 'Drumline para principiantes',
  'Stick control and basic rudiments.': 'Control de baquetas y rudimentos básicos.',
  'Beginner Color Guard': 'Color guard para principiantes',
  'Flag basics: spins, drop spins and carries.': 'Lo básico de la bandera: giros, drop spins y formas de llevarla.',
  'Full Ensemble Rehearsal': 'Ensayo con todo el grupo',
  'Drumline and guard together on the show.': 'Drumline y guard juntos, ensayando el show.',
  'Parent Meeting': 'Reunión de padres',
  'Season calendar and uniforms.': 'Calendario de la temporada y uniformes.',
  'Advanced Rudiments': 'Rudimentos avanzados',
  'Drumline Sectional': 'Ensayo por secciones: drumline',
  'Guard Sectional': 'Ensayo por secciones: guard',
  'Pit Percussion Basics': 'Introducción a la percusión de foso',
  'Mallet technique for keyboards.': 'Técnica de mazas para marimba y xilófono.',
  'Show Run-Through': 'Ensayo general del show',
  'Rudiment Clinic': 'Taller de rudimentos',
  'Rudiment Clinic for all levels. Bring water and arrive ten minutes early.':
    'Taller de rudimentos para todos los niveles. Traigan agua y lleguen diez minutos antes.',
  'Winter Showcase': 'Presentación de invierno',
  'Winter Showcase for all levels. Bring water and arrive ten minutes early.':
    'Presentación de invierno para todos los niveles. Traigan agua y lleguen diez minutos antes.',
  'Regional Competition': 'Competencia regional',
  'Regional Competition for all levels. Bring water and arrive ten minutes early.':
    'Competencia regional para todos los niveles. Traigan agua y lleguen diez minutos antes.',
  'Choreography Workshop': 'Taller de coreografía',
  'Choreography Workshop for all levels. Bring water and arrive ten minutes early.':
    'Taller de coreografía para todos los niveles. Traigan agua y lleguen diez minutos antes.',
  'Drumline Open House': 'Puertas abiertas de drumline',
  'Try a drum! Families welcome.': '¡Vengan a tocar un tambor! Toda la familia es bienvenida.',
  'Drumline Class': 'Clase de drumline',
  'Technique, reading and ensemble.': 'Técnica, lectura musical y trabajo en grupo.',
  'Color Guard Class': 'Clase de color guard',
  'Flag, rifle and movement.': 'Bandera, rifle y movimiento.',
  'Saturday Ensemble': 'Conjunto de los sábados',
  'Drumline and guard together.': 'Drumline y guard juntos.',

  // Instructors (role and bio)
  'Executive Director': 'Director ejecutivo',
  'Jordan founded the academy after fifteen years of teaching marching percussion and still teaches beginner classes every week.':
    'Jordan fundó la academia después de quince años enseñando percusión de marcha, y todavía da clases a principiantes cada semana.',
  'Color Guard Instructor': 'Instructora de color guard',
  'Maya performed with a World Class winter guard and loves teaching young performers their first flag work.':
    'Maya bailó con un winter guard de nivel mundial y le encanta enseñar a los más pequeños sus primeros movimientos con la bandera.',
  'Color Guard Choreographer': 'Coreógrafo de color guard',
  'Riley designs our guard shows and teaches dance and equipment classes.':
    'Riley diseña los shows del guard y enseña danza y manejo de equipo.',
  'Drumline Caption Head': 'Jefe de drumline',
  'Marcus leads the battery and writes our percussion arrangements.':
    'Marcus dirige la batería y escribe nuestros arreglos de percusión.',

  // Photos
  'Snare Line Spotlight': 'Los redoblantes en primer plano',
  'Our snare line under the lights at the Winter Showcase.':
    'Nuestra fila de redoblantes bajo las luces en la presentación de invierno.',
  'Drumline at Sunset': 'Drumline al atardecer',
  'The full battery warming up before the parade.': 'Toda la batería calentando antes del desfile.',
  'Flags in Motion': 'Banderas en movimiento',
  'Color guard flag feature from the spring show.': 'Número de banderas del color guard en el show de primavera.',
  'Stage Lights': 'Luces del escenario',
  'Tech rehearsal the night before the showcase.': 'Ensayo técnico la noche antes de la presentación.',
  'Guard Silhouettes': 'Siluetas del guard',
  'Final pose of the guard feature.': 'La pose final del número del guard.',
  'Practice Field': 'Campo de ensayo',
  'Outdoor rehearsal on a sunny Saturday.': 'Ensayo al aire libre un sábado soleado.',
  'Beginner Guard Class': 'Clase de guard para principiantes',
  'Our youngest flag spinners.': 'Nuestros abanderados más pequeños.',
  'Spotlight Solo': 'Solo en primer plano',
  'A snare solo at the spring concert.': 'Un solo de redoblante en el concierto de primavera.',

  // Videos
  'Eighth Note Timing': 'Tiempo en corcheas',
  'Basic eighth note exercise with a metronome.': 'Ejercicio básico de corcheas con metrónomo.',
  'Paradiddle Workshop': 'Taller de paradiddles',
  'Single, double and triple paradiddles step by step.': 'Paradiddles simples, dobles y triples, paso a paso.',
  'Drop Spin Basics': 'Lo básico del drop spin',
  'How to drop spin a flag safely.': 'Cómo hacer un drop spin con la bandera sin riesgos.',
  'Guard Warm-Up Routine': 'Calentamiento del guard',
  'Stretching and across-the-floor work.': 'Estiramientos y ejercicios de desplazamiento.',
  "Full ensemble run of this season's show.": 'El show de esta temporada completo, con todo el grupo.',
};

/** The record with translations.es for each of its translatable fields the demo has Spanish for. */
export function withSpanish<R extends Record<string, unknown>>(collection: TranslatableCollection, record: R): R {
  const es: Record<string, string> = {};
  for (const field of TRANSLATABLE[collection]) {
    const english = record[field];
    if (typeof english === 'string' && ES[english]) es[field] = ES[english];
  }
  return Object.keys(es).length ? { ...record, translations: { es } } : record;
}

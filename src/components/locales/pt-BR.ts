/**
 * Portuguese (Brazil): every text of the components, keyed by its English text. Written for
 * gatehouse; a missing key shows the English text. Loaded only when `lang` picks it.
 */
const texts: Readonly<Record<string, string>> = {
  "A command-line tool is asking to sign in as you. Only continue if you started it.":
    "Uma ferramenta de linha de comando quer entrar como você. Continue só se foi você que a iniciou.",
  "A passkey is your only way to sign in. Set a password or add another sign-in method first.":
    "Uma chave de acesso é sua única forma de entrar. Primeiro defina uma senha ou adicione outro método de login.",
  "Access denied":
    "Acesso negado",
  "Account already connected":
    "Conta já conectada",
  "Account menu":
    "Menu da conta",
  "Account settings":
    "Configurações da conta",
  "Active sessions":
    "Sessões ativas",
  "Add email":
    "Adicionar e-mail",
  "Already connected":
    "Já conectada",
  "Already have an account?":
    "Já tem uma conta?",
  "An account with this email already exists.":
    "Já existe uma conta com este e-mail.",
  "An error occurred":
    "Ocorreu um erro",
  "Another account already signs in with this email address. Use a different address.":
    "Outra conta já entra com este e-mail. Use outro endereço.",
  "API keys":
    "Chaves de API",
  "API keys let programs act as you. Keep them secret.":
    "Chaves de API permitem que programas ajam em seu nome. Mantenha-as em segredo.",
  "Ask for a code from an authenticator app when signing in.":
    "Pedir um código de um app autenticador ao entrar.",
  "At least {min} characters.":
    "Pelo menos {min} caracteres.",
  "Authorize":
    "Autorizar",
  "Authorize CLI login":
    "Autorizar login da CLI",
  "Back to sign in":
    "Voltar para o login",
  "Cancel":
    "Cancelar",
  "Change the password you sign in with.":
    "Altere a senha que você usa para entrar.",
  "Check your email":
    "Confira seu e-mail",
  "Choose a longer or less common password.":
    "Escolha uma senha mais longa ou menos comum.",
  "CLI login authorized":
    "Login da CLI autorizado",
  "CLI login failed":
    "Falha no login da CLI",
  "Code from the email":
    "Código do e-mail",
  "Confirm and turn on":
    "Confirmar e ativar",
  "Confirm that this is your email address.":
    "Confirme que este é o seu endereço de e-mail.",
  "Continue":
    "Continuar",
  "Continue to sign in with the link from your email.":
    "Continue o login com o link do seu e-mail.",
  "Copy this key now. It will not be shown again.":
    "Copie esta chave agora. Ela não será mostrada de novo.",
  "Could not reach the server. Check your connection and try again.":
    "Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.",
  "Create a new account":
    "Criar uma conta nova",
  "Create a team":
    "Criar uma equipe",
  "Create a team API key":
    "Criar uma chave de API da equipe",
  "Create an account":
    "Criar uma conta",
  "Create an API key":
    "Criar uma chave de API",
  "Create API key":
    "Criar chave de API",
  "Create team":
    "Criar equipe",
  "Current password":
    "Senha atual",
  "Current team":
    "Equipe atual",
  "Delete account":
    "Excluir conta",
  "Deleting your account removes all its data. This cannot be undone.":
    "Excluir sua conta apaga todos os dados dela. Isso não pode ser desfeito.",
  "Describe what the key is for.":
    "Descreva para que serve a chave.",
  "Description":
    "Descrição",
  "Details":
    "Detalhes",
  "Devices and browsers signed in to your account.":
    "Dispositivos e navegadores conectados à sua conta.",
  "Display name":
    "Nome de exibição",
  "Don't have an account?":
    "Não tem uma conta?",
  "Drag the image or use the arrow keys to choose what shows. Zoom with the slider or the + and - keys.":
    "Arraste a imagem ou use as setas para escolher o que aparece. Aproxime com o controle deslizante ou com as teclas + e -.",
  "Email":
    "E-mail",
  "Email & password":
    "E-mail e senha",
  "Email address to invite":
    "E-mail da pessoa convidada",
  "Email code":
    "Código por e-mail",
  "Emails":
    "E-mails",
  "Emails & auth":
    "E-mails e autenticação",
  "Ends in {lastFour}":
    "Termina em {lastFour}",
  "Enter a password.":
    "Digite uma senha.",
  "Enter a team name.":
    "Digite um nome para a equipe.",
  "Enter a valid email address, like name@example.com.":
    "Digite um e-mail válido, como nome@exemplo.com.",
  "Enter the 6 characters from the email.":
    "Digite os 6 caracteres do e-mail.",
  "Enter the six digits your authenticator app shows.":
    "Digite os seis dígitos que seu app autenticador mostra.",
  "Enter your current password.":
    "Digite sua senha atual.",
  "Enter your email address.":
    "Digite seu e-mail.",
  "Enter your password.":
    "Digite sua senha.",
  "Error code: {code}":
    "Código de erro: {code}",
  "Expired":
    "Expirada",
  "Expires":
    "Expira",
  "Expires {date}":
    "Expira em {date}",
  "Forgot password?":
    "Esqueceu a senha?",
  "Go home":
    "Ir para o início",
  "Guest accounts are turned off for this app. Create an account instead.":
    "Contas de convidado estão desativadas neste app. Crie uma conta.",
  "Hide password":
    "Ocultar senha",
  "Home":
    "Início",
  "How you appear to others.":
    "Como os outros veem você.",
  "If an account uses {email}, we sent it a link to reset the password.":
    "Se alguma conta usa {email}, enviamos a ela um link para redefinir a senha.",
  "Ignore":
    "Ignorar",
  "Image position":
    "Posição da imagem",
  "Impersonation":
    "Personificação",
  "In {days} days":
    "Em {days} dias",
  "Invalid CLI login link":
    "Link de login da CLI inválido",
  "Invalid password reset link":
    "Link de redefinição de senha inválido",
  "Invalid sign-in link":
    "Link de login inválido",
  "Invalid team invitation link":
    "Link de convite para equipe inválido",
  "Invalid verification link":
    "Link de verificação inválido",
  "Invitation sent to {email}.":
    "Convite enviado para {email}.",
  "Invite a member":
    "Convidar um membro",
  "IP address {ip}":
    "Endereço IP {ip}",
  "Join team":
    "Entrar na equipe",
  "Key":
    "Chave",
  "Last used":
    "Último usado",
  "Last used {date}":
    "Último uso {date}",
  "Leave team":
    "Sair da equipe",
  "Loading":
    "Carregando",
  "Make primary":
    "Tornar principal",
  "Make this my selected team":
    "Selecionar esta equipe",
  "Members":
    "Membros",
  "Multi-factor authentication":
    "Autenticação multifator",
  "Multi-factor authentication is on.":
    "A autenticação multifator está ativada.",
  "My profile":
    "Meu perfil",
  "Never":
    "Nunca",
  "Never expires":
    "Não expira",
  "New accounts cannot be created for this app right now. Sign in with an existing account.":
    "No momento não é possível criar contas novas neste app. Entre com uma conta existente.",
  "New API key":
    "Nova chave de API",
  "New email address":
    "Novo endereço de e-mail",
  "New password":
    "Nova senha",
  "No account uses this email address. Check it, or create an account.":
    "Nenhuma conta usa este e-mail. Verifique-o ou crie uma conta.",
  "No account uses this email, and new accounts cannot be created right now. Check the address.":
    "Nenhuma conta usa este e-mail, e no momento não é possível criar contas novas. Verifique o endereço.",
  "No API keys yet.":
    "Ainda não há chaves de API.",
  "No name":
    "Sem nome",
  "No sign-in in progress":
    "Nenhum login em andamento",
  "No sign-in method is enabled for this project.":
    "Nenhum método de login está ativado neste projeto.",
  "No team selected":
    "Nenhuma equipe selecionada",
  "No teams yet":
    "Ainda não há equipes",
  "Not signed in":
    "Não conectado",
  "One-time code sign-in":
    "Login com código de uso único",
  "One-time code sign-in is off.":
    "O login com código de uso único está desativado.",
  "One-time code sign-in is on.":
    "O login com código de uso único está ativado.",
  "One-time codes are your only way to sign in. Set a password or add another sign-in method first.":
    "Códigos de uso único são sua única forma de entrar. Primeiro defina uma senha ou adicione outro método de login.",
  "Or continue with":
    "Ou continue com",
  "Other members see this name instead of your display name.":
    "Os outros membros veem este nome em vez do seu nome de exibição.",
  "Page not found":
    "Página não encontrada",
  "Passkey":
    "Chave de acesso",
  "Passkey sign-in is on.":
    "O login com chave de acesso está ativado.",
  "Passkeys are turned off for this app. Use another sign-in method.":
    "Chaves de acesso estão desativadas neste app. Use outro método de login.",
  "Password":
    "Senha",
  "Password saved.":
    "Senha salva.",
  "Password too long. Use at most {max} characters.":
    "Senha longa demais. Use no máximo {max} caracteres.",
  "Password too short. Use at least {min} characters.":
    "Senha curta demais. Use pelo menos {min} caracteres.",
  "Passwords do not match.":
    "As senhas não coincidem.",
  "Pending invitations":
    "Convites pendentes",
  "Primary":
    "Principal",
  "Profile image":
    "Foto do perfil",
  "QR code for your authenticator app":
    "QR code para seu app autenticador",
  "Register a passkey":
    "Registrar uma chave de acesso",
  "Register another passkey":
    "Registrar outra chave de acesso",
  "Remove":
    "Remover",
  "Remove image":
    "Remover imagem",
  "Repeat new password":
    "Repita a nova senha",
  "Repeat password":
    "Repita a senha",
  "Request a new link":
    "Pedir um novo link",
  "Reset password":
    "Redefinir senha",
  "Reset your password":
    "Redefina sua senha",
  "Revoke":
    "Revogar",
  "Revoke all other sessions":
    "Revogar todas as outras sessões",
  "Revoked":
    "Revogada",
  "Save":
    "Salvar",
  "Save image":
    "Salvar imagem",
  "Saved.":
    "Salvo.",
  "Scan this QR code with your authenticator app, or enter the key by hand.":
    "Escaneie este QR code com seu app autenticador ou digite a chave manualmente.",
  "Select team":
    "Selecionar equipe",
  "Selected team":
    "Equipe selecionada",
  "Send a new code":
    "Enviar um novo código",
  "Send email":
    "Enviar e-mail",
  "Send invitation":
    "Enviar convite",
  "Send reset link":
    "Enviar link de redefinição",
  "Send verification email":
    "Enviar e-mail de verificação",
  "Set a new password":
    "Defina uma nova senha",
  "Set a password to sign in with your email and a password.":
    "Defina uma senha para entrar com seu e-mail e uma senha.",
  "Set password":
    "Definir senha",
  "Settings":
    "Configurações",
  "Show password":
    "Mostrar senha",
  "Sign in":
    "Entrar",
  "Sign in instead":
    "Entrar em vez disso",
  "Sign in or create an account to join the team.":
    "Entre ou crie uma conta para participar da equipe.",
  "Sign in to your account":
    "Entre na sua conta",
  "Sign in with a code or link sent to your email.":
    "Entre com um código ou link enviado para seu e-mail.",
  "Sign in with a passkey":
    "Entrar com uma chave de acesso",
  "Sign in with your device's fingerprint, face or screen lock instead of a password.":
    "Entre com a digital, o rosto ou o bloqueio de tela do seu dispositivo em vez de uma senha.",
  "Sign in with {provider}":
    "Entrar com {provider}",
  "Sign out":
    "Sair",
  "Sign out of your account on this device.":
    "Saia da sua conta neste dispositivo.",
  "Sign up":
    "Cadastrar-se",
  "Sign up for new users is not enabled at the moment.":
    "O cadastro de novos usuários não está disponível no momento.",
  "Sign up is disabled":
    "O cadastro está desativado",
  "Sign up with {provider}":
    "Cadastrar-se com {provider}",
  "Sign-in failed":
    "Falha no login",
  "Sign-in method":
    "Método de login",
  "Signed in {date}":
    "Entrou {date}",
  "Signing in asks for a code from your authenticator app.":
    "Ao entrar, é pedido um código do seu app autenticador.",
  "Signing in with a password is turned off for this app. Use another sign-in method.":
    "O login com senha está desativado neste app. Use outro método de login.",
  "Signing in with your passkey failed. Try again or use another method.":
    "O login com sua chave de acesso falhou. Tente novamente ou use outro método.",
  "Signing out...":
    "Saindo…",
  "Signing you in...":
    "Entrando…",
  "Six-digit code from your authenticator app":
    "Código de seis dígitos do seu app autenticador",
  "Some of what you entered cannot be used. Check the fields and try again.":
    "Alguns dados digitados não podem ser usados. Verifique os campos e tente novamente.",
  "Something went wrong. Please try again.":
    "Algo deu errado. Tente novamente.",
  "Start signing in again to get here.":
    "Comece o login de novo para chegar aqui.",
  "Team API keys":
    "Chaves de API da equipe",
  "Team API keys let programs act for this team. Keep them secret.":
    "Chaves de API da equipe permitem que programas ajam por esta equipe. Mantenha-as em segredo.",
  "Team image":
    "Imagem da equipe",
  "Team invitation":
    "Convite para equipe",
  "Team name":
    "Nome da equipe",
  "Team settings":
    "Configurações da equipe",
  "Teams":
    "Equipes",
  "Teams let you work together with other people.":
    "Equipes permitem que você trabalhe com outras pessoas.",
  "Thank you for confirming your email address.":
    "Obrigado por confirmar seu endereço de e-mail.",
  "The addresses of your account. The primary one receives account emails.":
    "Os endereços da sua conta. O principal recebe os e-mails da conta.",
  "The current password is wrong. Check it and try again.":
    "A senha atual está errada. Verifique-a e tente novamente.",
  "The name every member sees.":
    "O nome que todos os membros veem.",
  "The page you are looking for does not exist.":
    "A página que você procura não existe.",
  "The sign-in provider did not grant access. Try again and allow access when asked.":
    "O provedor de login não concedeu acesso. Tente novamente e permita o acesso quando for pedido.",
  "This account has no password. Sign in with an email code or another method.":
    "Esta conta não tem senha. Entre com um código por e-mail ou outro método.",
  "This account is already connected to another user. Sign in with that user, or use another account.":
    "Esta conta já está conectada a outro usuário. Entre com esse usuário ou use outra conta.",
  "This code does not match. Check the time on your device and try the newest code.":
    "Este código não confere. Verifique o horário do seu dispositivo e tente o código mais recente.",
  "This code has already been used. Send a new code.":
    "Este código já foi usado. Envie um novo código.",
  "This code has expired. Use a different email or send a new code.":
    "Este código expirou. Use outro e-mail ou envie um novo código.",
  "This code is not right. Check the 6 characters in the newest email.":
    "Este código não está certo. Confira os 6 caracteres do e-mail mais recente.",
  "This code or link has already been used. Ask for a new one.":
    "Este código ou link já foi usado. Peça um novo.",
  "This code or link has expired. Ask for a new one.":
    "Este código ou link expirou. Peça um novo.",
  "This code or link is not valid. Check it, or ask for a new one.":
    "Este código ou link não é válido. Verifique-o ou peça um novo.",
  "This device":
    "Este dispositivo",
  "This email address is already verified.":
    "Este endereço de e-mail já está verificado.",
  "This email belongs to an account that has not verified it yet, so no code can be sent. Sign in with your password, then verify the address in your account settings.":
    "Este e-mail pertence a uma conta que ainda não o verificou, por isso não é possível enviar um código. Entre com sua senha e depois verifique o endereço nas configurações da conta.",
  "This file is not an image we can read.":
    "Este arquivo não é uma imagem que conseguimos ler.",
  "This is not your current password. Check it, or reset your password.":
    "Esta não é sua senha atual. Verifique-a ou redefina sua senha.",
  "This is the only email you can sign in with. Add another sign-in email or method first.":
    "Este é o único e-mail com que você pode entrar. Primeiro adicione outro e-mail ou método de login.",
  "This is the session you are using. Sign out instead.":
    "Esta é a sessão que você está usando. Saia da conta em vez disso.",
  "This is your selected team.":
    "Esta é sua equipe selecionada.",
  "This link has no invitation code. Use the link from the email.":
    "Este link não tem código de convite. Use o link do e-mail.",
  "This link has no login code. Run the CLI login again.":
    "Este link não tem código de login. Execute o login da CLI de novo.",
  "This link has no reset code. Use the link from the email.":
    "Este link não tem código de redefinição. Use o link do e-mail.",
  "This link has no sign-in code. Use the link from the email.":
    "Este link não tem código de login. Use o link do e-mail.",
  "This link has no verification code. Use the link from the email.":
    "Este link não tem código de verificação. Use o link do e-mail.",
  "This login request has already been used. Start the CLI login again.":
    "Esta solicitação de login já foi usada. Comece o login da CLI de novo.",
  "This login request has expired. Start the CLI login again.":
    "Esta solicitação de login expirou. Comece o login da CLI de novo.",
  "This login request is not valid. Start the CLI login again.":
    "Esta solicitação de login não é válida. Comece o login da CLI de novo.",
  "This page's address is not on the app's list of trusted domains. The app's owner must add it.":
    "O endereço desta página não está na lista de domínios confiáveis do app. O responsável pelo app precisa adicioná-lo.",
  "This password does not meet the requirements. Choose a longer or less common one.":
    "Esta senha não atende aos requisitos. Escolha uma mais longa ou menos comum.",
  "This person is no longer a member of this team. Reload the page.":
    "Esta pessoa não é mais membro desta equipe. Recarregue a página.",
  "This sign-in took too long. Sign in again.":
    "O login demorou demais. Entre novamente.",
  "This sign-up was not accepted. Contact the app's support if you think this is a mistake.":
    "Este cadastro não foi aceito. Fale com o suporte do app se achar que é um engano.",
  "This team has no API keys yet.":
    "Esta equipe ainda não tem chaves de API.",
  "This team no longer exists. Reload the page.":
    "Esta equipe não existe mais. Recarregue a página.",
  "Toggle theme":
    "Alternar tema",
  "Too many wrong attempts. Ask for a new code.":
    "Tentativas erradas demais. Peça um novo código.",
  "Too many wrong attempts. Send a new code.":
    "Tentativas erradas demais. Envie um novo código.",
  "Tried {url}":
    "Tentou {url}",
  "Try again":
    "Tentar novamente",
  "Turn off multi-factor authentication":
    "Desativar a autenticação multifator",
  "Turn off one-time code sign-in":
    "Desativar o login com código de uso único",
  "Turn off passkey sign-in":
    "Desativar o login com chave de acesso",
  "Turn on multi-factor authentication":
    "Ativar a autenticação multifator",
  "Turn on one-time code sign-in":
    "Ativar o login com código de uso único",
  "Unknown location":
    "Local desconhecido",
  "Unknown recipient":
    "Destinatário desconhecido",
  "Unverified":
    "Não verificado",
  "Update password":
    "Atualizar senha",
  "Upload image":
    "Enviar imagem",
  "Use a different email":
    "Usar outro e-mail",
  "Use a shorter name.":
    "Use um nome mais curto.",
  "Use a shorter team name.":
    "Use um nome de equipe mais curto.",
  "Use at least {min} characters.":
    "Use pelo menos {min} caracteres.",
  "Use at most {max} characters.":
    "Use no máximo {max} caracteres.",
  "Use for sign-in":
    "Usar para login",
  "Use one of your emails for sign-in first.":
    "Primeiro use um dos seus e-mails para login.",
  "Used for sign-in":
    "Usado para login",
  "Verification email sent.":
    "E-mail de verificação enviado.",
  "Verified":
    "Verificado",
  "Verify":
    "Verificar",
  "Verify email":
    "Verificar e-mail",
  "Verify your email":
    "Verifique seu e-mail",
  "We email them a link to join this team.":
    "Enviaremos por e-mail um link para a pessoa entrar nesta equipe.",
  "We sent a sign-in link and a code to {email}.":
    "Enviamos um link de login e um código para {email}.",
  "Wrong email or password. Check both, or reset your password.":
    "E-mail ou senha incorretos. Confira os dois ou redefina sua senha.",
  "Yes, delete my account":
    "Sim, excluir minha conta",
  "You":
    "Você",
  "You are already a member of this team.":
    "Você já é membro desta equipe.",
  "You are already signed in.":
    "Você já está conectado.",
  "You are invited to join {team}.":
    "Você foi convidado para participar de {team}.",
  "You are now a member of this team.":
    "Agora você é membro desta equipe.",
  "You are now signed out everywhere else.":
    "Você saiu da conta em todos os outros lugares.",
  "You are signed in":
    "Você está conectado",
  "You are signed out. Sign in again.":
    "Você saiu da conta. Entre novamente.",
  "You can close this window and return to the command line.":
    "Você pode fechar esta janela e voltar para a linha de comando.",
  "You can now sign in with your new password.":
    "Agora você pode entrar com sua nova senha.",
  "You do not have permission to do this in this team. Ask a team admin.":
    "Você não tem permissão para fazer isso nesta equipe. Peça a um administrador da equipe.",
  "You joined {team}":
    "Você entrou em {team}",
  "You will lose access to this team.":
    "Você perderá o acesso a esta equipe.",
  "Your API keys":
    "Suas chaves de API",
  "Your browser or device could not use a passkey here. Try another method.":
    "Seu navegador ou dispositivo não consegue usar uma chave de acesso aqui. Tente outro método.",
  "Your email has been verified":
    "Seu e-mail foi verificado",
  "Your name in this team":
    "Seu nome nesta equipe",
  "Your passkey could not be registered. Try again.":
    "Não foi possível registrar sua chave de acesso. Tente novamente.",
  "Your password has been reset":
    "Sua senha foi redefinida",
  "Your session has ended. Sign in again.":
    "Sua sessão terminou. Entre novamente.",
  "Your user is already connected to another account of this provider.":
    "Seu usuário já está conectado a outra conta deste provedor.",
  "Zoom":
    "Zoom",
};

export default texts;

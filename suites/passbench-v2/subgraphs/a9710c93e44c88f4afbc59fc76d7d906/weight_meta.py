class Program_weight_tensor_meta_hidden_state_39:
    name = "hidden_state_39"
    shape = [1, 128, 56, 56]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.1252511961388822e-09
    std = 2.1738032441938297e-09
    data = None
    min_val = 0.0
    max_val = 1.9628151548545247e-08


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_mask_lateral_modules_convolution_parameters_weight_:
    name = "L_self_modules_encoder_modules_encoder_mask_lateral_modules_convolution_parameters_weight_"
    shape = [64, 128, 3, 3]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.0266172092987524e-08
    std = 0.010004616015524619
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0006909639446348592
    std = 0.010059990487564698
    data = [-0.008855399675667286, 0.013765987008810043, 0.0030390280298888683, 0.00014860622468404472, 0.011334157548844814, 0.0006439875578507781, -0.0041237021796405315, 0.007325604557991028, -0.0053504160605371, -0.010763042606413364, 0.022176465019583702, -0.008683103136718273, -0.004838692955672741, -0.007765603717416525, -0.0005606796476058662, 0.0012442533625289798, -0.014398732222616673, -0.01691126637160778, 0.012790434993803501, -0.021271733567118645, 0.0015461695147678256, -0.005375540349632502, -0.010837099514901638, 0.008232719264924526, -0.0008517711539752781, -0.009296035394072533, 0.009870588779449463, 0.0026617017574608326, 0.0038385391235351562, 0.014213021844625473, -0.005382610019296408, -0.005903893616050482, 0.00859848503023386, -0.013094643130898476, -0.009054637514054775, -0.007662644609808922, -0.001133482321165502, 0.01003360841423273, -0.012158113531768322, 0.001957855187356472, -0.004141413141041994, -0.0010534852044656873, -0.011904721148312092, -0.011163081042468548, 0.001064525218680501, -0.006211675237864256, -0.015979385003447533, -0.017659667879343033, 0.004301484674215317, -0.002521768445149064, -0.001524975523352623, 0.010423478670418262, -0.00987714808434248, -0.012563202530145645, 0.001118480577133596, 0.011527501046657562, -0.00042818946531042457, 0.009298993274569511, 0.023768458515405655, 0.001509527675807476, 0.013627334497869015, 0.015355459414422512, 0.01365248765796423, -0.003989080898463726]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_encoder_mask_lateral_modules_normalization_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]

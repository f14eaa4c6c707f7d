class Program_weight_tensor_meta_features_25:
    name = "features_25"
    shape = [1, 64, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.398480041956319e-41
    std = 1.9327002438792959e-38
    data = None
    min_val = -1.0825116956894614e-37
    max_val = 1.0052621470908115e-37


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00047926275146892294
    std = 0.018180272950514602
    data = [-0.012442948296666145, -0.016898691654205322, -0.009366226382553577, 0.0038215587846934795, 0.011455393396317959, 0.01291479542851448, -0.01427642535418272, 0.005856440402567387, -0.04512105882167816, 0.0044009024277329445, 0.03098946250975132, -0.02885678969323635, -0.013384505175054073, -0.02811756730079651, 0.005833156406879425, 0.016259759664535522, -0.00999232567846775, -0.007928433828055859, 0.003353829961270094, -0.00923000555485487, -0.004339204169809818, -0.013675874099135399, 0.0209644865244627, 0.0028913384303450584, 0.0141345439478755, 0.0017810430144891143, -0.017309928312897682, -0.01578010618686676, -0.0023166376631706953, 0.01933370530605316, -0.02239624597132206, -0.011473800987005234, -0.012780002318322659, -0.01887638121843338, 0.0029984056018292904, 0.011141580529510975, 0.017044467851519585, 0.030901441350579262, 0.012189981527626514, -0.001666196738369763, 0.0007383488118648529, 0.029801402240991592, -0.02332345023751259, 0.012359969317913055, 0.04434853419661522, 0.01847405917942524, -0.024541199207305908, 0.035746969282627106, 0.0070381187833845615, -0.02862667292356491, -0.005773806478828192, -0.024374084547162056, 0.032633233815431595, 0.026376251131296158, -0.01123021449893713, -0.001157507998868823, -0.005929377395659685, -0.010178827680647373, -0.017060019075870514, -0.00020838645286858082, -0.012016532942652702, 0.012459823861718178, 0.004518038127571344, -0.002784423064440489]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_1_modules_layer_modules_1_modules_reduce_1x1_modules_normalization_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_features_18:
    name = "features_18"
    shape = [1, 64, 64, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1768258948809737e-31
    std = 2.4393955585728795e-28
    data = None
    min_val = -2.2802452021861e-27
    max_val = 2.1064991655901555e-27

class Program_weight_tensor_meta_scale_7:
    name = "scale_7"
    shape = [1, 24, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 3.531978507408107e-11
    std = 5.698772988298936e-11
    data = [0.0, 1.884622735648378e-10, 4.242346751670567e-11, 0.0, 1.2555384509838063e-10, 0.0, 2.5809012912936247e-11, 1.8180214278462614e-12, 0.0, 0.0, 2.722919112407851e-12, 1.263280868801786e-10, 0.0, 6.380049960563738e-11, 1.2172887697836643e-10, 1.241339531166119e-10, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 2.4893885564036822e-11]
    min_val = 0.0
    max_val = 1.884622735648378e-10


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_weight_"
    shape = [96, 24, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001804061271548739
    std = 0.14091403414226986
    data = None


class Program_weight_tensor_meta_L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_:
    name = "L_self_modules_features_modules_4_modules_block_modules_2_modules_fc2_parameters_bias_"
    shape = [96]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None

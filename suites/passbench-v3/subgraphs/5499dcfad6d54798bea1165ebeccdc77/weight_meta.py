class Program_weight_tensor_meta_hidden_state_30:
    name = "hidden_state_30"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.014999804636327e-13
    std = 4.548401211197921e-13
    data = None
    min_val = -7.892520729850527e-13
    max_val = 2.4483611752584844e-12


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_mean_"
    shape = [48]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_buffers_running_var_"
    shape = [48]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_weight_"
    shape = [48]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_blocks_modules_0_modules_layers_modules_5_modules_normalization_parameters_bias_"
    shape = [48]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_hidden_state_14:
    name = "hidden_state_14"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.3712890029844695e-06
    std = 5.692245972862129e-06
    data = None
    min_val = 0.0
    max_val = 4.660999547922984e-05


class Program_weight_tensor_meta_hidden_state_17:
    name = "hidden_state_17"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.8601264907829706e-07
    std = 3.221993997524857e-07
    data = None
    min_val = 0.0
    max_val = 1.9195092590962304e-06


class Program_weight_tensor_meta_hidden_state_20:
    name = "hidden_state_20"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.7370050760038798e-08
    std = 1.9662060220010045e-08
    data = None
    min_val = 0.0
    max_val = 1.3308579127624398e-07


class Program_weight_tensor_meta_hidden_state_23:
    name = "hidden_state_23"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.342119731710313e-10
    std = 6.915223038804859e-10
    data = None
    min_val = 0.0
    max_val = 4.817149346081351e-09


class Program_weight_tensor_meta_hidden_state_26:
    name = "hidden_state_26"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.9300449892608987e-11
    std = 4.848427138069364e-11
    data = None
    min_val = 0.0
    max_val = 2.6927146623556553e-10


class Program_weight_tensor_meta_hidden_state_29:
    name = "hidden_state_29"
    shape = [1, 48, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 4.069712464568339e-12
    std = 3.9912851328525694e-12
    data = None
    min_val = 0.0
    max_val = 2.2825415169069885e-11

class Program_weight_tensor_meta_hidden_state_211:
    name = "hidden_state_211"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.2601932901061374e-39
    std = 5.166458329983727e-38
    data = None
    min_val = -4.385912628894776e-37
    max_val = 3.5483569851833415e-37


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_buffers_running_var_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_weight_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_5_modules_conv2_modules_normalization_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_183:
    name = "hidden_state_183"
    shape = [1, 1024, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.8237124784953977e-21
    std = 2.4899556775368517e-20
    data = None
    min_val = -1.771153699225773e-19
    max_val = 2.070189571927408e-19


class Program_weight_tensor_meta_hidden_state_188:
    name = "hidden_state_188"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.9952401519691714e-23
    std = 3.7580072801208187e-23
    data = None
    min_val = 0.0
    max_val = 3.540195444385088e-22


class Program_weight_tensor_meta_hidden_state_193:
    name = "hidden_state_193"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.9557685005243616e-26
    std = 3.45114370213814e-26
    data = None
    min_val = 0.0
    max_val = 2.8606662686446185e-25


class Program_weight_tensor_meta_hidden_state_198:
    name = "hidden_state_198"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.9882163978079044e-29
    std = 3.5725951342961104e-29
    data = None
    min_val = 0.0
    max_val = 4.9190195968893835e-28


class Program_weight_tensor_meta_hidden_state_203:
    name = "hidden_state_203"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.9183728999404962e-32
    std = 3.4044496684764486e-32
    data = None
    min_val = 0.0
    max_val = 3.176360649481223e-31


class Program_weight_tensor_meta_hidden_state_208:
    name = "hidden_state_208"
    shape = [1, 384, 7, 7]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.8793388096665835e-35
    std = 3.27173829952039e-35
    data = None
    min_val = 0.0
    max_val = 3.0586982897994987e-34

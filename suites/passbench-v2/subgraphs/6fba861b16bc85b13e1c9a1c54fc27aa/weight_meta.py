class Program_weight_tensor_meta_variance_12:
    name = "variance_12"
    shape = [1, 4000, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.927838352799667e-13
    std = 3.140741672845689e-13
    data = None
    min_val = 6.442006758762553e-14
    max_val = 2.539879547999724e-12


class Program_weight_tensor_meta_hidden_states_84:
    name = "hidden_states_84"
    shape = [1, 4000, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.963758848685937e-09
    std = 8.323348676439192e-07
    data = None
    min_val = -4.684019131673267e-06
    max_val = 4.961619197274558e-06


class Program_weight_tensor_meta_L_self_modules_encoder_modules_conv_layers_modules_1_modules_stage_modules_0_modules_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_conv_layers_modules_1_modules_stage_modules_0_modules_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None

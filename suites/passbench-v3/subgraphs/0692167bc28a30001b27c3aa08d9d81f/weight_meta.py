class Program_weight_tensor_meta_horizontal_outputs_2:
    name = "horizontal_outputs_2"
    shape = [1, 64, 160, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = -2.3989834986423496e-05
    std = 0.00017100444468428814
    data = None
    min_val = -0.0009376484667882323
    max_val = 0.0008754197624512017


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_buffers_running_mean_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_buffers_running_var_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_parameters_weight_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_0_modules_stage_modules_1_modules_horizontal_batch_norm_parameters_bias_"
    shape = [64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]


class Program_weight_tensor_meta_main_outputs_7:
    name = "main_outputs_7"
    shape = [1, 64, 160, 160]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00012016698416788326
    std = 0.00031008350263709493
    data = None
    min_val = -0.0016612368635833263
    max_val = 0.0013550524599850178

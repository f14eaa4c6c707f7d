class Program_weight_tensor_meta_horizontal_outputs_6:
    name = "horizontal_outputs_6"
    shape = [1, 128, 80, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -3.3316252730030007e-06
    std = 9.542896608372213e-06
    data = None
    min_val = -5.396197229856625e-05
    max_val = 4.856965460930951e-05


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_mean_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_var_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_weight_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_1_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_bias_"
    shape = [128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_main_outputs_16:
    name = "main_outputs_16"
    shape = [1, 128, 80, 80]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.4993114967295235e-06
    std = 1.9601082251794362e-05
    data = None
    min_val = -8.473097113892436e-05
    max_val = 0.00013765334733761847

class Program_weight_tensor_meta_horizontal_outputs_18:
    name = "horizontal_outputs_18"
    shape = [1, 512, 20, 20]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.597245115601272e-09
    std = 1.4877411019645233e-07
    data = None
    min_val = -6.69287317123235e-07
    max_val = 7.325870683416724e-07


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_mean_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_mean_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_var_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_buffers_running_var_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_3_modules_stage_modules_0_modules_horizontal_batch_norm_parameters_bias_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_main_outputs_50:
    name = "main_outputs_50"
    shape = [1, 512, 20, 20]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.1258577415073348e-08
    std = 3.0496057179972955e-07
    data = None
    min_val = -1.3388488468990545e-06
    max_val = 1.2855640534326085e-06

class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_weight_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_weight_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_bias_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_bias_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_var_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_layer_modules_0_modules_normalization_buffers_running_mean_"
    shape = [256]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_97:
    name = "hidden_states_97"
    shape = [1, 256, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.43436260709083e-08
    std = 4.5797256551594244e-07
    data = None
    min_val = -1.4106935850577429e-06
    max_val = 1.4489548902929528e-06

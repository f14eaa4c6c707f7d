class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_weight_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_var_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_:
    name = "L_self_modules_backbone_modules_model_modules_encoder_modules_stages_modules_3_modules_blocks_modules_0_modules_layers_modules_0_modules_conv1_modules_normalization_buffers_running_mean_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_state_184:
    name = "hidden_state_184"
    shape = [1, 384, 7, 7]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.5939023334846751e-22
    std = 3.2181264180177216e-21
    data = None
    min_val = -1.1221275311540085e-20
    max_val = 1.425355626285896e-20

class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0017285373160120798
    std = 0.033007143031260316
    data = None
    min_val = -0.10796909034252167
    max_val = 0.11857249587774277


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 12, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.029416440823226253
    std = 1.0487425213328172
    data = None
    min_val = -4.213125705718994
    max_val = 3.7246668338775635


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.717
    std = 0.078
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.019
    std = 0.381
    data = None

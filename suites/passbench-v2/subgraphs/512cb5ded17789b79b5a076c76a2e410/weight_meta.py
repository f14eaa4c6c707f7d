class Program_weight_tensor_meta_variance_1:
    name = "variance_1"
    shape = [1, 128, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.039930154191097245
    std = 0.002360002609903789
    data = None
    min_val = 0.03442283719778061
    max_val = 0.04632014036178589


class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008194217312464391
    std = 0.19982515349931101
    data = None
    min_val = -0.8631221055984497
    max_val = 0.816123366355896


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None

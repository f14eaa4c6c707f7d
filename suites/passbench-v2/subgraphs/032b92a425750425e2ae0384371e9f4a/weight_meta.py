class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 1500, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.002417292626208679
    std = 0.03924998956558334
    data = None
    min_val = -0.13749077916145325
    max_val = 0.23622752726078033


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_weight_"
    shape = [384, 1536]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.3352407853290171e-05
    std = 0.01999712965002087
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_fc2_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None

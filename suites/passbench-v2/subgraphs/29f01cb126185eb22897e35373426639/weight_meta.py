class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 19, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -6.169230116202235e-05
    std = 0.005646424812876502
    data = None
    min_val = -0.02004033327102661
    max_val = 0.0208122655749321


class Program_weight_tensor_meta_hidden_states_6:
    name = "hidden_states_6"
    shape = [1, 19, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 5.054368875528026e-06
    std = 0.002175375419930442
    data = None
    min_val = -0.008861646056175232
    max_val = 0.008033071644604206


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_:
    name = "L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None

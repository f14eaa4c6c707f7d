class Program_weight_tensor_meta_add_2:
    name = "add_2"
    shape = [1, 128, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.03991721701459028
    std = 0.0023648207890906514
    data = None
    min_val = 0.03438516706228256
    max_val = 0.04633954167366028


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 128, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0009321429148360094
    std = 0.19978978611152756
    data = None
    min_val = -0.859593391418457
    max_val = 0.8175200819969177


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_"
    shape = [512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None

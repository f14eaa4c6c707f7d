class Program_weight_tensor_meta_variance:
    name = "variance"
    shape = [1, 12, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 6.363365809122722
    std = 0.3969023346654979
    data = [6.442741394042969, 5.800753593444824, 6.251369476318359, 6.620168209075928, 6.452237606048584, 6.159998893737793, 5.683356285095215, 6.116565227508545, 6.340029716491699, 6.726815700531006, 6.675938606262207, 7.090415000915527]
    min_val = 5.683356285095215
    max_val = 7.090415000915527


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 12, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.030686904925460112
    std = 2.5225214268226317
    data = None
    min_val = -9.085450172424316
    max_val = 9.881484985351562


class Program_weight_tensor_meta_L_self_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_block_modules_0_modules_layer_modules_0_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.096
    std = 0.058
    data = None

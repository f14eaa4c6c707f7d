class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 12, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034014575387017326
    std = 2.5312123614255566
    data = None
    min_val = -9.04726505279541
    max_val = 9.926383972167969


class Program_weight_tensor_meta_rsqrt_1:
    name = "rsqrt_1"
    shape = [1, 12, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.3955864782134692
    std = 0.01241169147746925
    data = [0.3934711217880249, 0.41361668705940247, 0.3978351354598999, 0.38774287700653076, 0.39354974031448364, 0.40210679173469543, 0.4175797402858734, 0.4019947350025177, 0.3961787819862366, 0.38391169905662537, 0.3856242895126343, 0.3734261393547058]
    min_val = 0.3734261393547058
    max_val = 0.4175797402858734


class Program_weight_tensor_meta_L_self_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_:
    name = "L_self_modules_block_modules_0_modules_layer_modules_1_modules_layer_norm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.754
    std = 0.805
    data = None

class Program_weight_tensor_meta_pow_2:
    name = "pow_2"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0018108403564957667
    std = 0.0023846501159878906
    data = None
    min_val = 1.2524703496552547e-15
    max_val = 0.040978673845529556


class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 1500, 1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.026657242233865085
    std = 0.033169750768830344
    data = None
    min_val = -0.1384916454553604
    max_val = 0.20243190228939056


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_final_layer_norm_parameters_weight_"
    shape = [1280]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None

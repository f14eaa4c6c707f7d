class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [16, 6, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.0662406773597132e-05
    std = 0.05531897305622216
    data = None
    min_val = -0.24088454246520996
    max_val = 0.2339070439338684


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [16, 6, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.790717471962036e-05
    std = 0.055150760792127156
    data = None
    min_val = -0.22321447730064392
    max_val = 0.23274420201778412


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [16, 6, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.622531129098548e-05
    std = 0.05544519862859725
    data = None
    min_val = -0.2457072138786316
    max_val = 0.23756827414035797


class Program_weight_tensor_meta_relative_position_bias_8:
    name = "relative_position_bias_8"
    shape = [1, 6, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0

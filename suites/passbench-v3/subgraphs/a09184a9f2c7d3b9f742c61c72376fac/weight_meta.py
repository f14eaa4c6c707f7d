class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [64, 3, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.24599122917145e-05
    std = 0.03884769099766197
    data = None
    min_val = -0.17549961805343628
    max_val = 0.17772133648395538


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [64, 3, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.099543454663417e-05
    std = 0.04008760115324899
    data = None
    min_val = -0.18214066326618195
    max_val = 0.18037305772304535


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [64, 3, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 8.762588339120322e-06
    std = 0.039490864837361125
    data = None
    min_val = -0.1774216741323471
    max_val = 0.17242003977298737


class Program_weight_tensor_meta_relative_position_bias_2:
    name = "relative_position_bias_2"
    shape = [1, 3, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0

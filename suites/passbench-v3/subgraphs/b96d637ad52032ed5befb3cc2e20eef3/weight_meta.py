class Program_weight_tensor_meta_query_states_2:
    name = "query_states_2"
    shape = [1, 16, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004038728463475749
    std = 0.09102659842470594
    data = None
    min_val = -0.3887455463409424
    max_val = 0.3836347460746765


class Program_weight_tensor_meta_key_states_5:
    name = "key_states_5"
    shape = [1, 16, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00013123370198564466
    std = 0.09041826958340173
    data = None
    min_val = -0.41825753450393677
    max_val = 0.42588841915130615


class Program_weight_tensor_meta_value_states_5:
    name = "value_states_5"
    shape = [1, 16, 128, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00022228678115210343
    std = 0.09031991936805224
    data = None
    min_val = -0.37033167481422424
    max_val = 0.41097772121429443


class Program_weight_tensor_meta_attention_mask_1:
    name = "attention_mask_1"
    shape = [1, 1, 128, 128]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None

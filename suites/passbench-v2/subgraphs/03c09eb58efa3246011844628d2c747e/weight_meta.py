class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 8, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.8256709665487314e-05
    std = 0.02511201915235952
    data = None
    min_val = -0.11574990302324295
    max_val = 0.09741666167974472


class Program_weight_tensor_meta_key_states_1:
    name = "key_states_1"
    shape = [1, 8, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001319855698208805
    std = 0.2005824447149918
    data = None
    min_val = -0.8178030252456665
    max_val = 0.8112431764602661


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 8, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0007165282603276424
    std = 0.20100530001719305
    data = None
    min_val = -0.8184189796447754
    max_val = 0.818082332611084


class Program_weight_tensor_meta_attention_mask_3:
    name = "attention_mask_3"
    shape = [1, 8, 128, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0017384289202198033
    std = 0.008580114641801497
    data = None
    min_val = -0.023276640102267265
    max_val = 0.022857079282402992

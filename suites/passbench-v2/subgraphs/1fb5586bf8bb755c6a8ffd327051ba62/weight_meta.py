class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 1, 3136, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.593506787255279e-05
    std = 0.022671908836418734
    data = None
    min_val = -0.09402502328157425
    max_val = 0.09942961484193802


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 1, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0003114914707854338
    std = 0.021498879998291205
    data = None
    min_val = -0.07397910207509995
    max_val = 0.07266038656234741


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 1, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003666512912991029
    std = 0.02249584968988525
    data = None
    min_val = -0.06947147101163864
    max_val = 0.08068349957466125

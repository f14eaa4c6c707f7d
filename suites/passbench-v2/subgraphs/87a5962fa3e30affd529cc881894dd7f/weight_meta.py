class Program_weight_tensor_meta_query_25:
    name = "query_25"
    shape = [2, 16, 7, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.005044669978263171
    std = 0.222058593583189
    data = None
    min_val = -0.7759672999382019
    max_val = 0.8425942659378052


class Program_weight_tensor_meta_key_25:
    name = "key_25"
    shape = [2, 16, 7, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.009750652961039512
    std = 0.17105107688031115
    data = None
    min_val = -0.6465471982955933
    max_val = 0.6253442764282227


class Program_weight_tensor_meta_value_24:
    name = "value_24"
    shape = [2, 16, 7, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0014486415513325873
    std = 0.156250569103098
    data = None
    min_val = -0.5661560297012329
    max_val = 0.5884839296340942

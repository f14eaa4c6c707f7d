class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 201, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9409581336951203e-05
    std = 0.1095710866221992
    data = None
    min_val = -0.5903972387313843
    max_val = 0.48715925216674805


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 201, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.123490229796827e-05
    std = 0.10949064200854286
    data = None
    min_val = -0.49243268370628357
    max_val = 0.4913714528083801


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 201, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.8631013219059184e-05
    std = 0.10974851390271044
    data = None
    min_val = -0.4598998427391052
    max_val = 0.4850844740867615

class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 8, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.019352339590417007
    std = 0.26339814752403184
    data = None
    min_val = -0.9581995010375977
    max_val = 0.897878885269165


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 8, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.010074312989862241
    std = 0.2415356699823743
    data = None
    min_val = -0.8644086122512817
    max_val = 0.8651589751243591


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 8, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.012597348046786768
    std = 0.22050060983208716
    data = None
    min_val = -0.835426390171051
    max_val = 0.6913774609565735


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 12, 12]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0

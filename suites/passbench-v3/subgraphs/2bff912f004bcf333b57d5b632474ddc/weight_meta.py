class Program_weight_tensor_meta_query_states:
    name = "query_states"
    shape = [1, 12, 257, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00012753613139640068
    std = 0.11113146402311609
    data = None
    min_val = -0.5012593865394592
    max_val = 0.4716312885284424


class Program_weight_tensor_meta_key_states:
    name = "key_states"
    shape = [1, 12, 257, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001671105935658956
    std = 0.11083549408034452
    data = None
    min_val = -0.498392254114151
    max_val = 0.48744601011276245


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 12, 257, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3336573565099985e-05
    std = 0.11058285546080251
    data = None
    min_val = -0.5093185305595398
    max_val = 0.4968317151069641

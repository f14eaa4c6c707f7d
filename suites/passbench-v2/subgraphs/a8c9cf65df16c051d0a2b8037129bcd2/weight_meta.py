class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 12, 577, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0031913496352706174
    std = 0.10917070777386483
    data = None
    min_val = -0.4739266335964203
    max_val = 0.3657168745994568


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 12, 577, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0004443599772267079
    std = 0.10964078098208421
    data = None
    min_val = -0.39362120628356934
    max_val = 0.3575572967529297


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 12, 577, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0020158376449549093
    std = 0.11032148952160106
    data = None
    min_val = -0.4457789361476898
    max_val = 0.33273983001708984

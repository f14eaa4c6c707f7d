class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 12, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0034947194315232384
    std = 0.10929100352147338
    data = None
    min_val = -0.3966296315193176
    max_val = 0.3641350269317627


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 12, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.001444422149993403
    std = 0.10930671607780837
    data = None
    min_val = -0.3934723138809204
    max_val = 0.4919224679470062


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 12, 197, 64]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.007196889662161211
    std = 0.10899357627284288
    data = None
    min_val = -0.3720172047615051
    max_val = 0.36480051279067993

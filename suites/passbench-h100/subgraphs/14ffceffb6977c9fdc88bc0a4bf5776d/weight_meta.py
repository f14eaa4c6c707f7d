class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 2, 197, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0003409849873951962
    std = 0.019381280994084402
    data = None
    min_val = -0.04513103514909744
    max_val = 0.05329926311969757


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 2, 197, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00738250361111365
    std = 0.02774680305509678
    data = None
    min_val = -0.0448334701359272
    max_val = 0.08073931932449341


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 2, 197, 16]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0037487912679334563
    std = 0.021233196314699814
    data = None
    min_val = -0.055904194712638855
    max_val = 0.03940141201019287

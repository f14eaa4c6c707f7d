class Program_weight_tensor_meta_query_layer:
    name = "query_layer"
    shape = [1, 12, 17, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0002482450234502525
    std = 0.0051037600764393095
    data = None
    min_val = -0.022489843890070915
    max_val = 0.018228527158498764


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 17, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.382490794977586e-05
    std = 0.005068950061713342
    data = None
    min_val = -0.018764721229672432
    max_val = 0.01997515559196472


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 17, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -9.214540219845418e-05
    std = 0.004967969352500902
    data = None
    min_val = -0.019536379724740982
    max_val = 0.02211187407374382


class Program_weight_tensor_meta_extended_attention_mask:
    name = "extended_attention_mask"
    shape = [1, 1, 17, 17]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0

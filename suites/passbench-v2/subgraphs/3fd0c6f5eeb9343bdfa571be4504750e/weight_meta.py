class Program_weight_tensor_meta_input_54:
    name = "input_54"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 5.511720159946454e-10
    std = 6.657220457462775e-08
    data = None
    min_val = -1.0213932455371832e-06
    max_val = 4.939483915222809e-07


class Program_weight_tensor_meta_getitem_61:
    name = "getitem_61"
    shape = [1, 1, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0652251562521774
    std = 0.0011550471231894987
    data = None
    min_val = -0.06949355453252792
    max_val = -0.06275828182697296


class Program_weight_tensor_meta_ctx_all_33:
    name = "ctx_all_33"
    shape = [1, 384, 14, 14]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -1.8940484456726872e-07
    std = 2.5174704795776204e-05
    data = None
    min_val = -0.0001201734266942367
    max_val = 0.00015173168503679335

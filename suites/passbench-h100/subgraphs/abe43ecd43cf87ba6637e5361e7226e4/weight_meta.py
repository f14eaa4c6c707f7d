class Program_weight_tensor_meta_q:
    name = "q"
    shape = [1, 12, 11, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0006384507495926246
    std = 0.111481143469726
    data = None
    min_val = -0.4557316303253174
    max_val = 0.4176407754421234


class Program_weight_tensor_meta_k:
    name = "k"
    shape = [1, 12, 11, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00014036682180382988
    std = 0.10989574864131402
    data = None
    min_val = -0.39721307158470154
    max_val = 0.3950669765472412


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [1, 12, 11, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0005151989068067588
    std = 0.11268182579279976
    data = None
    min_val = -0.4397834241390228
    max_val = 0.4182727038860321


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 11, 11]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0

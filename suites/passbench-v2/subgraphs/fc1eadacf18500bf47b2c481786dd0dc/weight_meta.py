class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 16, 15, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0010341311071897508
    std = 0.13368026936794022
    data = None
    min_val = -0.4264712929725647
    max_val = 0.3489009141921997


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 16, 15, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.0015647704508410243
    std = 0.13186181741050307
    data = None
    min_val = -0.4385184645652771
    max_val = 0.4467458128929138


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 16, 15, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0004726352108264109
    std = 0.1253762136123976
    data = None
    min_val = -0.4339143633842468
    max_val = 0.4068884551525116


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 15, 15]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.5879842843131347e+38
    std = 1.7014117331926443e+38
    data = None
    min_val = -3.4028234663852886e+38
    max_val = 0.0

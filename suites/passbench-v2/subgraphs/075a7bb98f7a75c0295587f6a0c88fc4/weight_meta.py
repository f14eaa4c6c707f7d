class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 16, 1024, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.04320200571230945
    std = 0.2688481456833159
    data = None
    min_val = -0.9782716631889343
    max_val = 1.117356538772583


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 16, 1024, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.05072538597269485
    std = 0.16651259874023025
    data = None
    min_val = -0.8107564449310303
    max_val = 0.7329190969467163


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 16, 1024, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0018053260866178426
    std = 0.045555624810914595
    data = None
    min_val = -0.23322860896587372
    max_val = 0.2262556105852127

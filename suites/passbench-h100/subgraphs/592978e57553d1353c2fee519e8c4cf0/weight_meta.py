class Program_weight_tensor_meta_query:
    name = "query"
    shape = [1, 12, 249, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.491932502406919e-08
    std = 1.772834021806053e-05
    data = None
    min_val = -7.80689952080138e-05
    max_val = 8.559813431929797e-05


class Program_weight_tensor_meta_key:
    name = "key"
    shape = [1, 12, 249, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 4.096301872594789e-08
    std = 1.769039828628057e-05
    data = None
    min_val = -7.779061706969514e-05
    max_val = 8.175749098882079e-05


class Program_weight_tensor_meta_value:
    name = "value"
    shape = [1, 12, 249, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -9.169093096763463e-08
    std = 1.771328065555132e-05
    data = None
    min_val = -8.179661381291226e-05
    max_val = 7.967364217620343e-05

class Program_weight_tensor_meta_transpose_209:
    name = "transpose_209"
    shape = [1, 8, 1029, 3, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0833333358168602
    std = 0.0
    data = None
    min_val = 0.0833333358168602
    max_val = 0.0833333358168602


class Program_weight_tensor_meta_sampling_value_l__15:
    name = "sampling_value_l__15"
    shape = [8, 32, 1029, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0003277162033814703
    std = 0.12609059697386846
    data = None
    min_val = -0.7779880166053772
    max_val = 0.8299953937530518


class Program_weight_tensor_meta_sampling_value_l__16:
    name = "sampling_value_l__16"
    shape = [8, 32, 1029, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0006106618795460241
    std = 0.13102473039345305
    data = None
    min_val = -0.7639893293380737
    max_val = 0.8200432062149048


class Program_weight_tensor_meta_sampling_value_l__17:
    name = "sampling_value_l__17"
    shape = [8, 32, 1029, 4]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002133431708583057
    std = 0.13111563417315292
    data = None
    min_val = -0.7087905406951904
    max_val = 0.9117322564125061

class Program_weight_tensor_meta_neg_9:
    name = "neg_9"
    shape = [1, 8, 20, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.016542788594961166
    std = 0.9754701653870405
    data = None
    min_val = -3.484375
    max_val = 3.0625


class Program_weight_tensor_meta_x1_9:
    name = "x1_9"
    shape = [1, 8, 20, 32]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.014902536757290363
    std = 1.0232692841673918
    data = None
    min_val = -2.890625
    max_val = 2.90625


class Program_weight_tensor_meta_sin_7:
    name = "sin_7"
    shape = [1, 1, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.10481534753926099
    std = 0.33470089353940674
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_mul_118:
    name = "mul_118"
    shape = [1, 8, 20, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.007690535811707378
    std = 0.9445343729765402
    data = None
    min_val = -3.0625
    max_val = 3.484375

class Program_weight_tensor_meta_neg_1:
    name = "neg_1"
    shape = [1, 2, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.002355727718801548
    std = 1.0024767359827103
    data = None
    min_val = -3.8167307376861572
    max_val = 3.6530678272247314


class Program_weight_tensor_meta_x1_1:
    name = "x1_1"
    shape = [1, 2, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.004519086371849168
    std = 0.9974114542718715
    data = None
    min_val = -3.8983771800994873
    max_val = 3.83311128616333


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.08541936205260336
    std = 0.6990630053615325
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_mul_19:
    name = "mul_19"
    shape = [1, 2, 128, 256]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0008432986859266099
    std = 0.7107235981544623
    data = None
    min_val = -3.533937454223633
    max_val = 3.699732542037964
